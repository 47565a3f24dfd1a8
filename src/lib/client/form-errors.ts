// Shared by the programme's forms: the checks of a typed number, and the translation key of what
// the server refused.

/** What is wrong with a typed whole number, as a message key, or nothing. */
export function wholeNumberProblem(text: string, min: number, max: number): 'required' | 'wholeNumber' | 'range' | undefined {
  const value = text.trim();
  if (!value) return 'required';
  if (!/^\d+$/.test(value)) return 'wholeNumber';
  if (Number(value) < min || Number(value) > max) return 'range';
  return undefined;
}

/**
 * The problem a save answered with, for the form: the field it names (or `form` for fields the
 * form has no input of its own for) and the message key, `network` or `server` otherwise.
 */
export function savedProblem<K extends string>(status: number, fields: Record<string, string> | undefined, known: Record<K, string>, formFields: string[]): Record<string, K> {
  // Any refusal that names a field (invalid 400, not allowed 403, not possible yet 412).
  if (status >= 400 && status < 500 && fields) {
    const [field, key] = Object.entries(fields)[0] ?? ['form', 'server'];
    return { [formFields.includes(field) ? 'form' : field]: (key in known ? key : 'server') as K };
  }
  return { form: (status === 0 ? 'network' : 'server') as K };
}
