/** A language's field labels as catalogue entries: `amount` becomes `field.amount`. */
export const fieldKeys = <T extends Record<string, string>>(labels: T) =>
  Object.fromEntries(Object.entries(labels).map(([k, v]) => [`field.${k}`, v])) as {
    [K in keyof T & string as `field.${K}`]: T[K];
  };
