import { API } from '../paths';
import {
  rgBlockResult,
  rgExclusionBody,
  rgLimitBody,
  rgLimitParams,
  rgMemberParams,
  rgOperatorBlockBody,
  rgOperatorLiftBody,
  rgOperatorState,
  rgRealityCheckBody,
  rgSession,
  rgSessionQuery,
  rgState,
  rgTimeoutBody,
} from '../responsible-gaming';
import { route } from '../route';

/** Limits, time-out, self-exclusion and reality check; the operator's view and blocks. */
export const rgRoutes = {
  rgState: route({ method: 'GET', path: API.rgState, response: rgState }),
  rgLimits: route({ method: 'PUT', path: API.rgLimits, body: rgLimitBody, response: rgState }),
  rgLimit: route({ method: 'DELETE', path: API.rgLimit, params: rgLimitParams, response: rgState }),
  rgTimeout: route({ method: 'POST', path: API.rgTimeout, body: rgTimeoutBody, response: rgBlockResult }),
  rgExclusion: route({
    method: 'POST',
    path: API.rgExclusion,
    sealed: true,
    body: rgExclusionBody,
    response: rgBlockResult,
  }),
  rgRealityCheck: route({ method: 'PUT', path: API.rgRealityCheck, body: rgRealityCheckBody, response: rgState }),
  rgSession: route({ method: 'GET', path: API.rgSession, query: rgSessionQuery, response: rgSession }),
  operatorRg: route({
    method: 'GET',
    path: API.operatorRg,
    params: rgMemberParams,
    response: rgOperatorState,
    permission: 'rg',
  }),
  operatorRgBlock: route({
    method: 'POST',
    path: API.operatorRgBlock,
    params: rgMemberParams,
    body: rgOperatorBlockBody,
    response: rgOperatorState,
    permission: 'rg',
  }),
  operatorRgLift: route({
    method: 'POST',
    path: API.operatorRgLift,
    params: rgMemberParams,
    body: rgOperatorLiftBody,
    response: rgOperatorState,
    permission: 'rg',
  }),
};
