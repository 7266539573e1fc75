import {
  type OpsRegisterBody,
  type OpsRegisterConfig,
  type OpsRegisterRule,
  PATTERNS,
  REGISTER_FIELDS,
  type RegisterField,
} from '@platform/contracts';
import { fieldError } from '../../platform/http/app-error';
import type { BrandRef } from '../../platform/http/context';
import type { Translate } from '../../platform/i18n/translate';
import type { Audited, OpsConfigDeps, OpsCtx } from './ops-config.audited';

/** Registration rules: every field of the form, stored or not (a field never stored is hidden). */
export function registrationConfig(deps: OpsConfigDeps, audited: Audited) {
  const { store, system } = deps;
  const sys = system.config;

  async function registerConfig(brandRef: BrandRef, t: Translate): Promise<OpsRegisterConfig> {
    const settings = await system.registerSettings(brandRef, t);
    const stored = new Map(settings.fields.map((f) => [f.field, f]));
    return {
      ageGate: settings.ageGate,
      countryDialingCode: settings.countryDialingCode,
      mobileDigits: settings.mobileDigits,
      fields: REGISTER_FIELDS.map((field): OpsRegisterRule => {
        const f = stored.get(field);
        if (f) return { ...f, stored: true };
        return {
          field,
          enabled: false,
          required: false,
          acceptedPattern: PATTERNS.ANY.pattern,
          patternId: 'ANY',
          minLength: 0,
          maxLength: 50,
          message: t('pattern.ANY', { min: 0, max: 50 }),
          stored: false,
        };
      }),
    };
  }

  async function setRegisterRule(
    c: OpsCtx,
    field: string,
    body: OpsRegisterBody,
    t: Translate,
  ): Promise<OpsRegisterRule> {
    if (!(REGISTER_FIELDS as readonly string[]).includes(field)) throw fieldError('field', 'unknown');
    if (body.minLength > body.maxLength) throw fieldError('maxLength', 'belowMin', { min: body.minLength });
    if (body.required && !body.enabled) throw fieldError('required', 'requiresShown');
    const row = {
      brandId: c.brandId,
      field,
      enabled: body.enabled,
      required: body.required,
      patternId: body.patternId,
      acceptedPattern: PATTERNS[body.patternId].pattern,
      minLength: body.minLength,
      maxLength: body.maxLength,
    };
    return audited(c, 'config.register_rule', { type: 'register_rule', id: field }, async (tx) => {
      const before = await store.registerRule(tx, c.brandId, field);
      await sys.upsertRegisterRule(tx, row);
      const value: OpsRegisterRule = {
        field: field as RegisterField,
        enabled: row.enabled,
        required: row.required,
        acceptedPattern: row.acceptedPattern,
        patternId: body.patternId,
        minLength: row.minLength,
        maxLength: row.maxLength,
        message: t(`pattern.${body.patternId}`, { min: row.minLength, max: row.maxLength }),
        stored: true,
      };
      const { brandId: _b, field: _f, acceptedPattern: _p, ...after } = row;
      const was = before
        ? {
            enabled: before.enabled,
            required: before.required,
            patternId: before.patternId,
            minLength: before.minLength,
            maxLength: before.maxLength,
          }
        : null;
      return { value, detail: { before: was, after }, tell: ['register'] };
    });
  }

  return { registerConfig, setRegisterRule };
}
