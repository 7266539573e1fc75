import { smsCodeResult } from '../auth';
import { PROFILE_API } from '../paths';
import {
  avatarBody,
  avatarResult,
  bindEmailBody,
  bindEmailResult,
  bindMobileBody,
  bindMobileCodeBody,
  bindMobileResult,
  confirmEmailBody,
  confirmEmailResult,
  profile,
  profileBody,
} from '../profile';
import { route } from '../route';

/** The security center's calls: profile, avatar, binding or changing the email and the mobile. */
export const profileRoutes = {
  profile: route({ method: 'GET', path: PROFILE_API.profile, response: profile }),
  profileSave: route({ method: 'PUT', path: PROFILE_API.profile, body: profileBody, response: profile }),
  profileAvatar: route({ method: 'PUT', path: PROFILE_API.avatar, body: avatarBody, response: avatarResult }),
  bindEmail: route({
    method: 'POST',
    path: PROFILE_API.bindEmail,
    sealed: true,
    body: bindEmailBody,
    response: bindEmailResult,
  }),
  confirmEmail: route({
    method: 'POST',
    path: PROFILE_API.confirmEmail,
    body: confirmEmailBody,
    response: confirmEmailResult,
  }),
  bindMobileCode: route({
    method: 'POST',
    path: PROFILE_API.bindMobileCode,
    body: bindMobileCodeBody,
    response: smsCodeResult,
  }),
  bindMobile: route({
    method: 'POST',
    path: PROFILE_API.bindMobile,
    sealed: true,
    body: bindMobileBody,
    response: bindMobileResult,
  }),
};
