import type {
  AuthProviders,
  CompleteProfileBody,
  CompleteProfileInfo,
  DataEnvelope,
  GoogleCallbackBody,
  GoogleSignInResponse,
  InviteBody,
  LoginResponseV2,
  MessageResponse,
  OwnershipTransfer,
  OwnershipTransferAccepted,
  OwnershipTransferBody,
  PendingOwnershipTransfer,
  PasswordResetCheck,
  RegistrationBody,
  RegistrationResponseV2,
  TeamList,
  TeamMember,
  TeamRoleBody,
  VerifyEmailResponse,
} from '@venues/contracts';
import { http, options } from '@venues/api-client/client';
import { startSession } from './auth';
import { unwrap, type Ok } from './unwrap';

const token = (t: string) => encodeURIComponent(t);

/**
 * The signed-out account flows: sign-up, e-mail verification, password recovery, invitations
 * and Google sign-in. Every call is an auth flow: a 401/403 on it never refreshes or ends a session.
 */
export const accountsApi = {
  /**
   * Sign-up through /v1 or /v2 (the same flag as login). v1 answers only the message; `email` is
   * then the one sent. The answer is the same whether or not the address already had an account.
   */
  async register(body: RegistrationBody): Promise<RegistrationResponseV2> {
    const res = await http.post<DataEnvelope<MessageResponse & { email?: string }>>(`/${options.loginVersion}/auth/registration`, body, { authFlow: true });
    const data = unwrap(res);
    return { message: data.message, email: data.email ?? body.email.trim().toLowerCase() };
  },

  /**
   * Confirms an address from the e-mailed link; 400 INVALID_TOKEN when wrong, expired or used.
   * Opened in the browser that signed up, the answer carries a session: kept, like a sign-in.
   */
  async verifyEmail(verifyToken: string): Promise<VerifyEmailResponse> {
    const answer = unwrap(await http.post<DataEnvelope<VerifyEmailResponse>>('/v1/auth/verify-email', { token: verifyToken }, { authFlow: true }));
    if (answer.session) startSession(answer.session);
    return answer;
  },

  /** Sends a new verification link; always the same answer (no account enumeration). */
  async resendVerification(email: string): Promise<MessageResponse> {
    return unwrap(await http.post<DataEnvelope<MessageResponse>>('/v1/auth/verify-email/resend', { email }, { authFlow: true }));
  },

  /** "Forgot password": mails a reset link when the address has an account; always the same answer. */
  async accountRecovery(email: string): Promise<MessageResponse> {
    return unwrap(await http.post<DataEnvelope<MessageResponse>>('/v1/auth/account-recovery', { email }, { authFlow: true }));
  },

  /** Whether a reset link can still be used (400 INVALID_TOKEN otherwise), before showing the form. */
  async checkPasswordReset(resetToken: string): Promise<PasswordResetCheck> {
    return unwrap(await http.get<DataEnvelope<PasswordResetCheck>>(`/v1/auth/password-reset/${token(resetToken)}`, { authFlow: true }));
  },

  /** Sets the new password; every session of the account ends (sign in again). */
  async resetPassword(resetToken: string, password: string): Promise<MessageResponse> {
    return unwrap(await http.patch<DataEnvelope<MessageResponse>>(`/v1/auth/password-reset/${token(resetToken)}`, { password }, { authFlow: true }));
  },

  /** What the invitation is for (e-mail, organization, role), to show on the complete-profile page. */
  async completeProfileInfo(inviteToken: string): Promise<CompleteProfileInfo> {
    return unwrap(await http.get<DataEnvelope<CompleteProfileInfo>>(`/v1/auth/complete-profile/${token(inviteToken)}`, { authFlow: true }));
  },

  /** Activates the invited account and signs it in (token and user kept, like login). */
  async completeProfile(inviteToken: string, body: CompleteProfileBody): Promise<LoginResponseV2> {
    const res = await http.post<DataEnvelope<LoginResponseV2>>(`/v1/auth/complete-profile/${token(inviteToken)}`, body, { authFlow: true });
    return startSession(unwrap(res));
  },

  /** Which external sign-in providers the server has (the Google button is hidden when false). */
  async providers(): Promise<AuthProviders> {
    return unwrap(await http.get<DataEnvelope<AuthProviders>>('/v1/auth/providers', { authFlow: true }));
  },

  /**
   * Finishes Google sign-in from /callback/google?code=…&state=…: signs in (token and user kept)
   * and answers where to go next (returnTo). 400 OAUTH_STATE_INVALID / OAUTH_CODE_REJECTED /
   * OAUTH_EMAIL_NOT_VERIFIED when it cannot.
   */
  async googleCallback(body: GoogleCallbackBody): Promise<GoogleSignInResponse> {
    const res = await http.post<DataEnvelope<GoogleSignInResponse>>('/v1/auth/google/callback', body, { authFlow: true });
    return startSession(unwrap(res));
  },
};

/** The venue team (server/src/modules/team, docs/team.md); invitations are the accounts module's call. */
export const teamApi = {
  /** Invites a team member (venue owner or venue admin): a VENUE_LISTER mailed a complete-profile link. */
  async invite(body: InviteBody): Promise<MessageResponse> {
    return unwrap(await http.post<DataEnvelope<MessageResponse>>('/auth/users/sign-up', body));
  },
  /** The owner first, then admins, then members; the pending ownership transfer for the owner. */
  async members(): Promise<TeamList> {
    return unwrap(await http.get<DataEnvelope<TeamList>>('/v1/team/members'));
  },
  async changeRole(id: string, body: TeamRoleBody): Promise<TeamMember> {
    return unwrap(await http.patch<DataEnvelope<TeamMember>>(`/v1/team/members/${token(id)}`, body));
  },
  /** An active person becomes a plain customer; an invitation is withdrawn. */
  async remove(id: string): Promise<Ok> {
    return unwrap(await http.delete<DataEnvelope<Ok>>(`/v1/team/members/${token(id)}`));
  },
  /** The owner offers the ownership to an active admin or member, who gets a link by mail. */
  async startTransfer(body: OwnershipTransferBody): Promise<PendingOwnershipTransfer> {
    return unwrap(await http.post<DataEnvelope<PendingOwnershipTransfer>>('/v1/team/ownership-transfers', body));
  },
  async cancelTransfer(): Promise<Ok> {
    return unwrap(await http.delete<DataEnvelope<Ok>>('/v1/team/ownership-transfers/current'));
  },
  /** For the addressed person: 410 when used or expired, 403 other_recipient for anyone else. */
  async transfer(transferToken: string): Promise<OwnershipTransfer> {
    return unwrap(await http.get<DataEnvelope<OwnershipTransfer>>(`/v1/team/ownership-transfers/${token(transferToken)}`));
  },
  async acceptTransfer(transferToken: string): Promise<OwnershipTransferAccepted> {
    return unwrap(await http.post<DataEnvelope<OwnershipTransferAccepted>>(`/v1/team/ownership-transfers/${token(transferToken)}/accept`, {}));
  },
};
