import type { MEMBER_MENU } from '@platform/contracts';
import type { ComponentType } from 'react';
import { SecurityCenter } from './SecurityCenter';

/** Which component draws each member-center tab; a capability adds its screens here. */
export const MEMBER_SCREENS: Partial<Record<(typeof MEMBER_MENU)[number], ComponentType>> = {
  securityCenter: SecurityCenter,
};
