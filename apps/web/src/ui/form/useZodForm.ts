import { useRef } from 'react';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type FieldMessages, translatedResolver } from './resolver';

/**
 * The one way a form starts: react-hook-form validated by a contract's body schema. Errors show
 * once a field is left (touched) or on submit, never on an untouched form; after that a field is
 * checked as it is edited, which also clears a server error once the value is fixed. The schema
 * may change between renders (a brand's rules arriving, a tab switching the call); the latest is used.
 */
export function useZodForm<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  options: Omit<UseFormProps<In, unknown, Out>, 'resolver' | 'mode'> & { messages?: FieldMessages } = {},
) {
  const { messages, ...rest } = options;
  const latest = useRef(schema);
  latest.current = schema;
  return useForm<In, unknown, Out>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    ...rest,
    resolver: (values, context, opts) => translatedResolver(latest.current, messages)(values, context, opts),
  });
}
