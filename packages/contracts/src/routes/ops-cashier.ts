import { z } from 'zod';
import {
  depositProofParams,
  opsChannel,
  opsChannelBody,
  opsChannelList,
  opsChannelParams,
  withdrawalProofParams,
} from '../ops-cashier';
import { OPS_CASHIER_API } from '../paths';
import { route } from '../route';

const bytes = z.any().describe('The image bytes (png or jpeg)');

/** The back office cashier's calls the deposit and withdrawal tables did not have (permission cashier). */
export const opsCashierRoutes = {
  /** Answers the image's bytes, not the envelope. */
  opsDepositProof: route({
    method: 'GET',
    path: OPS_CASHIER_API.depositProof,
    params: depositProofParams,
    response: bytes,
    permission: 'cashier',
  }),
  /** Answers the image's bytes, not the envelope. */
  opsWithdrawalProof: route({
    method: 'GET',
    path: OPS_CASHIER_API.withdrawalProof,
    params: withdrawalProofParams,
    response: bytes,
    permission: 'cashier',
  }),
  opsChannels: route({
    method: 'GET',
    path: OPS_CASHIER_API.channels,
    response: opsChannelList,
    permission: 'cashier',
  }),
  opsChannelUpdate: route({
    method: 'PUT',
    path: OPS_CASHIER_API.channel,
    params: opsChannelParams,
    body: opsChannelBody,
    response: opsChannel,
    permission: 'cashier',
  }),
};
