import { describe, expect, it } from 'vitest';
import { savedProblem, wholeNumberProblem } from './form-errors';

const known = { notOpen: 'x', network: 'x', server: 'x', range: 'x' };

describe('savedProblem', () => {
  it('names the field of any refusal that names one', () => {
    expect(savedProblem(400, { count: 'range' }, known, [])).toEqual({ count: 'range' });
    expect(savedProblem(412, { day: 'notOpen' }, known, ['day'])).toEqual({ form: 'notOpen' });
    expect(savedProblem(403, { day: 'notOpen' }, known, ['day'])).toEqual({ form: 'notOpen' });
  });
  it('answers server for unknown keys and answers without fields, network when offline', () => {
    expect(savedProblem(400, { count: 'weird' }, known, [])).toEqual({ count: 'server' });
    expect(savedProblem(500, undefined, known, [])).toEqual({ form: 'server' });
    expect(savedProblem(0, undefined, known, [])).toEqual({ form: 'network' });
  });
});

describe('wholeNumberProblem', () => {
  it('checks presence, digits and range', () => {
    expect(wholeNumberProblem(' ', 0, 5)).toBe('required');
    expect(wholeNumberProblem('2.5', 0, 5)).toBe('wholeNumber');
    expect(wholeNumberProblem('9', 0, 5)).toBe('range');
    expect(wholeNumberProblem('3', 0, 5)).toBeUndefined();
  });
});
