import { describe, expect, it } from 'vitest';
import { showServerError } from './serverErrors';

/** A form's two calls the helper uses, recording where each message went. */
function fakeForm(values: Record<string, unknown>) {
  const errors: Record<string, string> = {};
  const form = {
    getValues: () => values,
    setError: (name: string, e: { message?: string }) => {
      errors[name] = e.message ?? '';
    },
  };
  // biome-ignore lint/suspicious/noExplicitAny: the fake stands in for any react-hook-form form.
  return { form: form as any, errors };
}

const taken = {
  message: 'Please check Username: Username is taken',
  fields: [{ field: 'username', message: 'Username is taken' }],
};

describe('a server failure on a form', () => {
  it('puts a named field’s message under its input, without an alert repeating it', () => {
    const { form, errors } = fakeForm({ username: 'player01', password: 'x' });
    showServerError(form, taken);
    expect(errors).toEqual({ username: 'Username is taken' });
  });

  it('shows the alert for a failure that names no field', () => {
    const { form, errors } = fakeForm({ username: '' });
    showServerError(form, { message: 'Too many requests' });
    expect(errors).toEqual({ 'root.server': 'Too many requests' });
  });

  it('shows the alert when a named field is not on the form', () => {
    const { form, errors } = fakeForm({ code: '' });
    showServerError(form, { message: 'Sign in again', fields: [{ field: 'ticket', message: 'Expired' }] });
    expect(errors).toEqual({ 'root.server': 'Sign in again' });
  });

  it('shows the alert when one of the named fields has no input, and still marks the others', () => {
    const { form, errors } = fakeForm({ username: '', affiliateCode: 'AB12' });
    const failure = {
      message: 'Please check Username: Username is taken',
      fields: [...taken.fields, { field: 'affiliateCode', message: 'Invalid invitation code' }],
    };
    showServerError(form, failure, { hidden: ['affiliateCode'] });
    expect(errors).toEqual({ username: 'Username is taken', 'root.server': failure.message });
  });

  it('lands a nested path on its own input, else on its top-level field; rename maps the server’s name', () => {
    const { form, errors } = fakeForm({ tiers: [{ rate: '1' }, { rate: '9' }], proof: [], holder: '' });
    showServerError(
      form,
      {
        message: 'Please check',
        fields: [
          { field: 'tiers.1.rate', message: 'Above the cap' },
          { field: 'proof.0', message: 'Not an image' },
          { field: 'holderName', message: 'Does not match' },
        ],
      },
      { rename: { holderName: 'holder' } },
    );
    expect(errors).toEqual({ 'tiers.1.rate': 'Above the cap', proof: 'Not an image', holder: 'Does not match' });
  });
});
