import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_SMS_TEMPLATES, SMS_MESSAGE_KINDS, type SmsMessageKind, type SmsSettingsRequest } from '@repair-shop/contracts';
import { smsTemplateError } from '@repair-shop/web';

type Templates = Record<SmsMessageKind, string>;

export interface SmsSettingsDraft extends SmsSettingsRequest {
  setEnabled: (enabled: boolean) => void;
  setTemplate: (kind: SmsMessageKind, template: string) => void;
  /** Puts back DEFAULT_SMS_TEMPLATES (saved only with the rest). */
  restoreDefaults: () => void;
  /** Starts again from what the server holds, e.g. after saving. */
  reset: (saved: SmsSettingsRequest) => void;
  /** Why each template cannot be saved; a status (or the estimate) is missing when its template is fine. */
  errors: Partial<Record<SmsMessageKind, string>>;
  hasErrors: boolean;
  /** Something differs from what was saved. */
  changed: boolean;
  isDefault: boolean;
}

/** Every status's template and the estimate's, '' for one the server left out. */
const complete = (templates: Partial<Templates>): Templates =>
  Object.fromEntries(SMS_MESSAGE_KINDS.map((kind) => [kind, templates[kind] ?? ''])) as Templates;

const sameTemplates = (a: Templates, b: Templates) => SMS_MESSAGE_KINDS.every((kind) => a[kind] === b[kind]);

/** The SMS settings being edited on the Business tab, checked as the owner types. */
export function useSmsSettingsDraft(initial: SmsSettingsRequest): SmsSettingsDraft {
  const [saved, setSaved] = useState<SmsSettingsRequest>(() => ({ ...initial, templates: complete(initial.templates) }));
  const [enabled, setEnabled] = useState(saved.enabled);
  const [templates, setTemplates] = useState<Templates>(saved.templates);

  const setTemplate = useCallback((kind: SmsMessageKind, template: string) => {
    setTemplates((current) => ({ ...current, [kind]: template }));
  }, []);
  const restoreDefaults = useCallback(() => setTemplates({ ...DEFAULT_SMS_TEMPLATES }), []);
  const reset = useCallback((next: SmsSettingsRequest) => {
    const templates = complete(next.templates);
    setSaved({ enabled: next.enabled, templates });
    setEnabled(next.enabled);
    setTemplates(templates);
  }, []);

  const errors = useMemo(() => {
    const found: Partial<Record<SmsMessageKind, string>> = {};
    for (const kind of SMS_MESSAGE_KINDS) {
      const error = smsTemplateError(templates[kind]);
      if (error) found[kind] = error;
    }
    return found;
  }, [templates]);

  return {
    enabled,
    templates,
    setEnabled,
    setTemplate,
    restoreDefaults,
    reset,
    errors,
    hasErrors: Object.keys(errors).length > 0,
    changed: enabled !== saved.enabled || !sameTemplates(templates, saved.templates),
    isDefault: sameTemplates(templates, DEFAULT_SMS_TEMPLATES),
  };
}
