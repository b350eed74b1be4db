/**
 * Default messages for invalid input, written for people, used by the server's 422 answers and by
 * the forms alike. A schema that knows better says so with its own message.
 */
import { z } from 'zod';

const kinds: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined || issue.input === null) return 'This field is required.';
        return `This field must be ${kinds[issue.expected] ?? issue.expected}.`;
      case 'too_small':
        if (issue.origin === 'string') {
          return Number(issue.minimum) <= 1 ? 'This field is required.' : `Use at least ${issue.minimum} characters.`;
        }
        if (issue.origin === 'array') return `Choose at least ${issue.minimum}.`;
        return `This must be at least ${issue.minimum}.`;
      case 'too_big':
        if (issue.origin === 'string') return `Use at most ${issue.maximum} characters.`;
        if (issue.origin === 'array') return `Choose at most ${issue.maximum}.`;
        return `This must be at most ${issue.maximum}.`;
      case 'invalid_format':
        if (issue.format === 'email') return 'Enter a valid email address, like name@example.com.';
        return 'This value is not in the expected format.';
      case 'invalid_value':
        return 'Choose one of the offered values.';
      case 'unrecognized_keys':
        return `Unknown field: ${issue.keys.join(', ')}.`;
      default:
        return undefined;
    }
  },
});
