import { z } from 'zod';
import {
  adjustBody,
  adjustParams,
  adjustResult,
  auditPage,
  auditQuery,
  operatorCreateBody,
  operatorIdParams,
  operatorItem,
  operatorListQuery,
  operatorLoginBody,
  operatorLoginResult,
  operatorMe,
  operatorPage,
  operatorRoleBody,
  operatorSession,
  operatorStatusBody,
  operatorTotpBody,
} from '../operators';
import { OPS_OPERATORS_API as O } from '../ops-paths';
import { API } from '../paths';
import { route } from '../route';

/** Operators' session, audit log, manual balance adjustments and operator management (the back office's own calls). */
export const operatorsRoutes = {
  operatorLogin: route({
    method: 'POST',
    path: API.operatorLogin,
    body: operatorLoginBody,
    response: operatorLoginResult,
  }),
  operatorTotp: route({ method: 'POST', path: API.operatorTotp, body: operatorTotpBody, response: operatorSession }),
  operatorMe: route({ method: 'GET', path: API.operatorMe, response: operatorMe, permission: 'session' }),
  operatorLogout: route({ method: 'DELETE', path: API.operatorLogout, response: z.null(), permission: 'session' }),
  operatorAudit: route({
    method: 'GET',
    path: API.operatorAudit,
    query: auditQuery,
    response: auditPage,
    permission: 'audit',
  }),
  operatorAdjust: route({
    method: 'POST',
    path: API.operatorAdjust,
    params: adjustParams,
    body: adjustBody,
    response: adjustResult,
    permission: 'money.adjust',
  }),
  operatorList: route({
    method: 'GET',
    path: O.list,
    query: operatorListQuery,
    response: operatorPage,
    permission: 'operators',
  }),
  operatorCreate: route({
    method: 'POST',
    path: O.list,
    body: operatorCreateBody,
    response: operatorItem,
    permission: 'operators',
  }),
  operatorRole: route({
    method: 'PUT',
    path: O.role,
    params: operatorIdParams,
    body: operatorRoleBody,
    response: operatorItem,
    permission: 'operators',
  }),
  operatorStatus: route({
    method: 'PUT',
    path: O.status,
    params: operatorIdParams,
    body: operatorStatusBody,
    response: operatorItem,
    permission: 'operators',
  }),
  operatorTotpReset: route({
    method: 'POST',
    path: O.resetTotp,
    params: operatorIdParams,
    response: operatorItem,
    permission: 'operators',
  }),
};
