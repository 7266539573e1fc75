import { z } from 'zod';
import {
  adjustBody,
  adjustParams,
  adjustResult,
  auditPage,
  auditQuery,
  operatorLoginBody,
  operatorLoginResult,
} from '../operators';
import { API } from '../paths';
import { route } from '../route';

/** Operators' session, audit log and manual balance adjustments (the back office's own calls). */
export const operatorsRoutes = {
  operatorLogin: route({
    method: 'POST',
    path: API.operatorLogin,
    body: operatorLoginBody,
    response: operatorLoginResult,
  }),
  operatorLogout: route({ method: 'DELETE', path: API.operatorLogout, response: z.null() }),
  operatorAudit: route({ method: 'GET', path: API.operatorAudit, query: auditQuery, response: auditPage }),
  operatorAdjust: route({
    method: 'POST',
    path: API.operatorAdjust,
    params: adjustParams,
    body: adjustBody,
    response: adjustResult,
  }),
};
