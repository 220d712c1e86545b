import { errorResponse, pendingResponse } from '@clorofil/api-client/mocks';

/**
 * The API states this feature's stories and tests put on top of the default handlers (which
 * answer as the signed-in persona). Give each endpoint the feature adds a group here.
 */
export const scoresHandlers = {
  profileLoading: [pendingResponse('getProfile')],
  profileFailing: [errorResponse('getProfile', 500)],
};
