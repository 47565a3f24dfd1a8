'use client';

import { useEffect } from 'react';

// What a person typed, ticked or chose before React took the page over (prerendered pages add the
// framework after their first paint; decision 0026, addendum 3). React hydrates a controlled field
// with its own state (empty) and leaves the browser's value on screen: the form would then say
// "enter your email address" under a field that shows one. Once the page is hydrated, each field
// whose value differs from React's is handed to its own onChange, as if typed now.

/** Set on <html> once the fields are React's, with what was typed before: the early-submit guard waits for it. */
export const FIELDS_READY = 'data-fields-ready';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function reactPropsOf(element: Element): Record<string, unknown> | undefined {
  const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
  return key ? (element as unknown as Record<string, Record<string, unknown>>)[key] : undefined;
}

/**
 * React notices a change when the field's value differs from the one it last saw (kept by its value
 * tracker, which the element's own setter updates). So: React's value through the element's setter,
 * the person's through the prototype's (unseen), then the event React listens to for the field.
 */
function handOver(element: Control, property: 'value' | 'checked', known: string | boolean, current: string | boolean, event: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), property)?.set;
  if (!setter) return;
  (element as unknown as Record<string, unknown>)[property] = known;
  setter.call(element, current);
  element.dispatchEvent(new Event(event, { bubbles: true }));
}

/** Hands one field's early value to React; true when it did. */
export function handOverField(element: Control): boolean {
  const props = reactPropsOf(element);
  if (!props || typeof props.onChange !== 'function') return false;
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
    if (typeof props.checked !== 'boolean' || props.checked === element.checked) return false;
    // A radio button is handed over only when it is the one chosen (the others follow in state).
    if (element.type === 'radio' && !element.checked) return false;
    handOver(element, 'checked', props.checked, element.checked, 'click');
    return true;
  }
  if (props.value === undefined || props.value === null || String(props.value) === element.value) return false;
  handOver(element, 'value', String(props.value), element.value, element instanceof HTMLSelectElement ? 'change' : 'input');
  return true;
}

/** In the root layout: runs once the page is hydrated (its effect comes after every child's). */
export function FieldsTakenOver() {
  useEffect(() => {
    for (const element of document.querySelectorAll<Control>('input, textarea, select')) handOverField(element);
    document.documentElement.setAttribute(FIELDS_READY, '');
  }, []);
  return null;
}
