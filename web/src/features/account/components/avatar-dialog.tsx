import { checkAvatar } from '@mystic/shared';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { FilePicker } from '@/components/file-picker';
import { FALLBACK_IMAGES } from '@/components/image';
import { useToast } from '@/components/toast';
import { ApiError, NETWORK_ERROR_STATUS } from '@/lib/api-client';
import { useMessageText, useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { uploadAvatar } from '../api/account';

/** 'Edit Profile': choose a JPEG or PNG under 5 MB, preview it, Save Changes or Cancel. */
export function AvatarDialog({
  open,
  onClose,
  current,
}: {
  open: boolean;
  onClose: () => void;
  current: string | null | undefined;
}) {
  const { t } = useTranslation('account');
  const msg = useMessageText();
  const { toast } = useToast();
  const { refreshUser } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);

  // A preview of the chosen image, released when it changes or the form goes away.
  const preview = useMemo(() => (file instanceof Blob ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const close = () => {
    setFile(null);
    onClose();
  };

  const onPick = (picked: File) => {
    const problem = checkAvatar({ type: picked.type, size: picked.size });
    if (problem) {
      const [title, description] = problem.map((code) => ({ code }));
      toast({ title: msg(title), description: msg(description), variant: 'destructive' });
      return;
    }
    setFile(picked);
  };

  const onSave = async () => {
    if (!file) return;
    setSaving(true);
    try {
      await uploadAvatar(file);
      await refreshUser();
      toast({ title: t('avatar.success'), variant: 'success' });
      close();
    } catch (error) {
      // The field's message, else the answer's own, else the generic one: each by its code.
      const server =
        error instanceof ApiError && error.status !== NETWORK_ERROR_STATUS
          ? error.errors?.avatar?.[0]
            ? { code: error.fieldCodes?.avatar?.[0], message: error.errors.avatar[0] }
            : error
          : null;
      toast({
        title: t('avatar.failedTitle'),
        description: server?.message ? msg(server) : msg('avatarUploadFailed'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('avatar.title')}
      description={t('avatar.description')}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={saving}>
            {t('avatar.cancel')}
          </Button>
          <Button onClick={() => void onSave()} loading={saving} disabled={!file}>
            {t('avatar.save')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col items-center gap-4">
        <img
          src={preview || current || FALLBACK_IMAGES.avatar}
          alt={preview ? t('avatar.previewAlt') : t('avatar.currentAlt')}
          width={128}
          height={128}
          className="h-32 w-32 rounded-full border-4 border-gold-300 bg-mystic-800 object-cover"
          data-testid="avatar-preview"
        />
        <FilePicker
          className="w-full"
          label={t('avatar.choose')}
          hint={t('avatar.hint')}
          accept="image/jpeg,image/png"
          file={file}
          onPick={onPick}
        />
      </div>
    </Dialog>
  );
}
