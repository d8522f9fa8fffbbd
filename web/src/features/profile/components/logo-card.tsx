import { useEffect, useId, useRef, useState } from 'react';
import { LOGO_MAX_BYTES } from '@shared/kernel/constants.js';
import { detectLogoType, IMAGE_SIGNATURE_BYTES } from '@shared/kernel/image-type.js';
import { LOGO_MESSAGES, type Profile } from '@shared/accounts/schemas/profile.js';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useDeleteLogo, useUploadLogo } from '../api/profile';

/** Wording of the logo section (docs/product.md#accounts). */
export const LOGO_SCREEN_MESSAGES = {
  uploadFailed: 'Failed to upload logo',
  deleteFailed: 'Failed to delete logo',
  confirmDelete: 'Are you sure you want to delete your logo?',
} as const;

/** Why a chosen file cannot be a logo (checked by size and by its first bytes), or null when it can. */
export async function logoFileProblem(file: File): Promise<string | null> {
  if (file.size > LOGO_MAX_BYTES) return LOGO_MESSAGES.size;
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return detectLogoType(head) ? null : LOGO_MESSAGES.type;
}

/** Company logo: preview, choose (PNG/JPG up to 5 MB), upload and delete; only on an active or trial plan. */
export function LogoCard({
  profile,
  allowed,
  planKnown,
}: {
  profile: Profile;
  allowed: boolean;
  planKnown: boolean;
}) {
  const upload = useUploadLogo();
  const remove = useDeleteLogo();
  const { message, show } = useTimedMessage();
  // The chosen file with its preview URL, made when it is chosen.
  const [choice, setChoice] = useState<{ file: File; preview: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const file = choice?.file ?? null;
  const preview = choice?.preview ?? null;

  // A preview URL holds the file in memory until revoked: when another choice replaces it, or the card goes.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const clearChoice = () => {
    setChoice(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const onChoose = async (chosen: File | undefined) => {
    if (!chosen) return clearChoice();
    const problem = await logoFileProblem(chosen);
    if (problem) {
      clearChoice();
      show('error', problem);
      return;
    }
    setChoice({ file: chosen, preview: URL.createObjectURL(chosen) });
  };

  const onUpload = async () => {
    if (!file) return;
    try {
      const answer = await upload.mutateAsync(file);
      clearChoice();
      show('success', answer.message);
    } catch (failure) {
      show('error', errorMessage(failure, LOGO_SCREEN_MESSAGES.uploadFailed));
    }
  };

  const onDelete = async () => {
    try {
      const answer = await remove.mutateAsync();
      show('success', answer.message);
    } catch (failure) {
      show('error', errorMessage(failure, LOGO_SCREEN_MESSAGES.deleteFailed));
    } finally {
      setConfirming(false);
    }
  };

  const shown = preview ?? profile.company_logo;
  const canChange = profile.can_edit_company && allowed;

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="company-logo" className="space-y-5">
        <div>
          <h2 id="company-logo" className="text-lg font-semibold text-brand-950">
            Company Logo
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Shown on your estimates and proposals. PNG or JPG, up to 5 MB; 800 × 800 pixels recommended.
          </p>
        </div>
        {message && <Alert variant={message.variant}>{message.text}</Alert>}
        {planKnown && !allowed && (
          <Alert variant="info" title={LOGO_MESSAGES.plan}>
            <ButtonLink to="/dashboard/billing?action=changePlan" variant="accent" size="sm" className="mt-2">
              Upgrade
            </ButtonLink>
          </Alert>
        )}
        {!profile.can_edit_company && (
          <Alert variant="info">Only an account admin can change the company logo.</Alert>
        )}
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <div className="flex size-40 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-dashed border-slate-300 bg-slate-50">
            {shown ? (
              <img
                src={shown}
                alt={preview ? 'Preview of the chosen logo' : `${profile.company ?? 'Company'} logo`}
                className="max-h-full max-w-full object-contain"
              />
            ) : (
              <span className="px-3 text-center text-sm text-slate-500">No logo yet</span>
            )}
          </div>
          {canChange && (
            <div className="flex min-w-0 flex-1 flex-col gap-3">
              <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
                Choose a logo file
              </label>
              <input
                ref={inputRef}
                id={inputId}
                type="file"
                accept="image/png,image/jpeg,.png,.jpg,.jpeg"
                onChange={(event) => void onChoose(event.target.files?.[0])}
                className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-900 hover:file:bg-slate-50"
              />
              {file && <p className="truncate text-sm text-slate-600">Ready to upload: {file.name}</p>}
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button onClick={() => void onUpload()} disabled={!file} loading={upload.isPending}>
                  {upload.isPending ? 'Uploading…' : 'Upload Logo'}
                </Button>
                {file && (
                  <Button variant="secondary" onClick={clearChoice}>
                    Cancel
                  </Button>
                )}
                {profile.company_logo && !file && (
                  <Button variant="secondary" className="text-red-700" onClick={() => setConfirming(true)}>
                    Delete Logo
                  </Button>
                )}
              </div>
            </div>
          )}
        </div>
      </section>
      <ConfirmDialog
        open={confirming}
        title="Delete logo"
        message={LOGO_SCREEN_MESSAGES.confirmDelete}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
