import { useTranslation } from 'react-i18next';
import { checkSubdomain, SUBDOMAIN_MAX } from '../../../../contract/landings';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { DomainSettings } from '../domains/DomainSettings';
import { FieldDialog } from './FieldDialog';
import { LandingPixelsDialog } from './LandingPixelsDialog';
import type { LandingActions } from './useLandingActions';

const NAME_MAX = 120;

/** The dialogs a card opens: rename, subdomain (the shared DNS label rule checked while typed), custom domains, Meta pixels and the deletion's confirmation. */
export function LandingDialogs({ actions }: { actions: LandingActions }) {
  const { t } = useTranslation();
  const { dialog, closeDialog } = actions;
  const landing = dialog?.landing;
  const name = landing?.name ?? '';
  return (
    <>
      <FieldDialog open={dialog?.open === true && dialog.kind === 'rename'} title={t('landings.rename.title', { name })} label={t('landings.rename.label')}
        initialValue={name} maxLength={NAME_MAX} onClose={closeDialog}
        check={(value) => (value.trim() ? {} : { error: t('landings.rename.required') })}
        onSubmit={(value) => actions.rename(landing!, value)} />
      <FieldDialog open={dialog?.open === true && dialog.kind === 'subdomain'} title={t('landings.subdomain.title', { name })} label={t('landings.subdomain.label')}
        initialValue={landing?.subdomain ?? ''} maxLength={SUBDOMAIN_MAX + 10} onClose={closeDialog}
        check={(value) => {
          const checked = checkSubdomain(value);
          return checked.ok ? { hint: t('landings.subdomain.willBe', { subdomain: checked.subdomain }) } : { error: t(`landings.subdomain.problems.${checked.problem}`) };
        }}
        onSubmit={(value) => actions.setSubdomain(landing!, value)} />
      <DomainSettings landing={dialog?.open === true && dialog.kind === 'domains' ? dialog.landing : null} onClose={closeDialog} />
      <LandingPixelsDialog landing={dialog?.open === true && dialog.kind === 'pixels' ? dialog.landing : null} onClose={closeDialog} onSaved={actions.pixelsSaved} />
      <ConfirmDialog open={dialog?.open === true && dialog.kind === 'delete'} title={t('landings.delete.title', { name })} body={t('landings.delete.body')}
        confirmLabel={t('landings.delete.confirm')} destructive onClose={closeDialog}
        onConfirm={() => actions.remove(landing!)} />
    </>
  );
}
