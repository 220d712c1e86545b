import type Provider from 'oidc-provider';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

interface ConsentDetails {
  missingOIDCScope?: string[];
  missingOIDCClaims?: string[];
  missingResourceScopes?: Record<string, string[]>;
}

/**
 * Both clients are the club's own first-party apps, so there is no consent screen: whatever the
 * provider reports as missing is granted. That is safe because the provider has already cut the
 * request down to each client's registered OpenID scopes, and `getResourceServerInfo` offers a
 * client only its own API scopes.
 */
export async function grantMissingAccess(provider: Provider, interaction: Interaction): Promise<string> {
  const accountId = interaction.session?.accountId;
  const clientId = interaction.params.client_id;
  if (!accountId || typeof clientId !== 'string') throw new Error('consent prompt without a signed-in account');

  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId });
  const details = interaction.prompt.details as ConsentDetails;

  if (details.missingOIDCScope?.length) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims?.length) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(resource, scopes.join(' '));
  }
  return grant.save();
}
