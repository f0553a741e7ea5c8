import { z } from 'zod'

// zod's own messages ("Invalid input: expected string, received undefined", "Too big: expected number to be
// <=250") are for programmers. Every contract that does not word a rule itself gets these instead — on the
// server's 400s and in the forms alike, since both read the same contracts (src/api/contract/schemas/common.ts loads
// this file). A field's name is not repeated: the form shows the message beside the field, the API in `issues`.

const list = (values: readonly unknown[]) => values.map(String).join(', ')
const items = (n: unknown) => `${n} item${Number(n) === 1 ? '' : 's'}`

const words = (issue: z.core.$ZodRawIssue): string | undefined => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'This is required'
      // 20.5 where a whole number belongs is a number, just not the right kind.
      if (issue.expected === 'int' && typeof issue.input === 'number') return 'Enter a whole number'
      if (issue.expected === 'number' || issue.expected === 'int') return 'Enter a number'
      if (issue.expected === 'string') return 'Enter text'
      if (issue.expected === 'boolean') return 'Choose yes or no'
      if (issue.expected === 'array') return 'Expected a list'
      return 'This is not the expected kind of value'
    case 'too_big':
      if (issue.origin === 'string') return `At most ${issue.maximum} characters`
      if (issue.origin === 'array' || issue.origin === 'set') return `At most ${items(issue.maximum)}`
      return `At most ${issue.maximum}`
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'This is required' : `At least ${issue.minimum} characters`
      if (issue.origin === 'array' || issue.origin === 'set') return `At least ${items(issue.minimum)}`
      return `At least ${issue.minimum}`
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid email address'
      if (issue.format === 'url') return 'Enter a web address (https://…)'
      if (issue.format === 'date') return 'Enter a date as YYYY-MM-DD'
      if (issue.format === 'datetime') return 'Enter a date and time'
      if (issue.format === 'uuid' || issue.format === 'guid') return 'This does not point at a record'
      return 'This is not in the expected form'
    case 'invalid_value':
      return `Choose one of: ${list(issue.values)}`
    case 'not_multiple_of':
      return `Must be a multiple of ${issue.divisor}`
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`
    case 'invalid_union':
      return 'This is not one of the accepted values'
    default:
      return undefined
  }
}

z.config({ customError: words })
