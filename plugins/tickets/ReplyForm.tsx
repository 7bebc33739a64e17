import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FormTextField, Icon, IconButton, inputClass, menuClass, menuItemClass, notify, popoverClass, selectClasses, useConversation, useIntl, useMutation, useQueryClient, useService, useSession } from '@tessera/core';
import { useEffect, useMemo, useState } from 'react';
import { Button as AriaButton, FileTrigger, Label, ListBox, ListBoxItem, Popover, Radio, RadioGroup, Select, SelectValue } from 'react-aria-components';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { type Interaction, interactionsKey, sendReply, type TicketTab } from './api';
import { type ReplyForm as Values, replySchema } from './form';
import { filesProblem, MAX_FILES, NOTE_MAX, NOTE_MIN, readFileRules } from './rules';
import * as css from './tickets.css';

/**
 * The reply to a ticket (spec 001 §5, §7): the tab, a public or private note (empty, or 10 to
 * 600 characters), up to 10 files within the channel's extensions and sizes; POST
 * response/send/realautomation/{chatId}. The note shows in the interaction history at once; what
 * the agent typed stays (per conversation) until it is sent, whatever fails meanwhile.
 */
export function ReplyForm({ conversationId, tabs }: { conversationId: string; tabs: readonly TicketTab[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const memory = useService('tickets.memory');
  const conversation = useConversation(conversationId);
  const session = useSession();
  const rules = useMemo(() => readFileRules((conversation as { supportedFiles?: unknown } | undefined)?.supportedFiles), [conversation]);
  const queryClient = useQueryClient();
  const [fileError, setFileError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const draft = memory.view(conversationId).draft;
  const lastTab = tabs.at(-1)?.id ?? '';
  const form = useForm<Values>({
    resolver: zodResolver(replySchema),
    defaultValues: { tabId: draft.tabId || lastTab, text: draft.text, privateNote: draft.privateNote, files: [...draft.files] },
    mode: 'onChange',
  });
  const values = useWatch({ control: form.control });
  // Everything typed is kept with the conversation: switching away, a failure or a reload of the panel loses nothing.
  useEffect(() => {
    memory.setDraft(conversationId, { tabId: values.tabId ?? '', text: values.text ?? '', privateNote: !!values.privateNote, files: (values.files ?? []) as File[] });
  }, [memory, conversationId, values.tabId, values.text, values.privateNote, values.files]);

  const send = useMutation({
    mutationFn: (v: Values) => sendReply(conversationId, { tabId: v.tabId, text: v.text.trim(), privateNote: v.privateNote, files: v.files }),
    onSuccess: (kept, v) => {
      const shown: Interaction = kept ?? {
        id: `local-${Date.now()}`,
        by: 'agent',
        userName: session?.user.name,
        sentTime: new Date().toISOString(),
        text: v.text.trim(),
        tabs: [],
        privateNote: v.privateNote,
        filesOperator: [],
      };
      queryClient.setQueryData<Interaction[]>(interactionsKey(conversationId), (before) => [...(before ?? []), shown]);
      memory.clearDraft(conversationId);
      form.reset({ tabId: v.tabId, text: '', privateNote: v.privateNote, files: [] });
      setFailed(false);
      setFileError(null);
      notify.toast({ tone: 'success', text: { id: 'tickets.sent' } });
    },
    onError: () => {
      setFailed(true);
      notify.toast({ tone: 'error', text: { id: 'tickets.sendFailed' } });
    },
  });

  const files = values.files ?? [];
  const addFiles = (list: FileList | null) => {
    if (!list) return;
    const picked = [...list];
    const next = [...(files as File[]), ...picked];
    const problem = filesProblem(next, rules);
    if (problem) {
      setFileError(
        problem.key === 'amount'
          ? t('tickets.files.amount', { max: MAX_FILES })
          : problem.key === 'size'
            ? t('tickets.files.size', { name: problem.name, max: problem.maxMb })
            : t('tickets.files.extension', { name: problem.name }),
      );
      // What breaks no rule is still taken, up to the maximum.
      const fine = picked.filter((file) => !filesProblem([file], rules));
      const room = MAX_FILES - files.length;
      if (fine.length > 0 && room > 0) form.setValue('files', [...(files as File[]), ...fine.slice(0, room)], { shouldValidate: true });
      return;
    }
    setFileError(null);
    form.setValue('files', next, { shouldValidate: true });
  };
  const removeFile = (index: number) => {
    setFileError(null);
    form.setValue(
      'files',
      (files as File[]).filter((_, i) => i !== index),
      { shouldValidate: true },
    );
  };
  const accepted = [...new Set([...rules.image.extensions, ...rules.audio.extensions, ...rules.video.extensions, ...rules.file.extensions])].map((e) => `.${e}`);
  const length = (values.text ?? '').trim().length;

  return (
    <form
      className={css.reply}
      aria-label={t('tickets.reply')}
      onSubmit={(event) => {
        event.preventDefault();
        setFailed(false);
        void form.handleSubmit((v) => send.mutate(v))(event);
      }}
    >
      <h5 className={css.replyTitle}>{t('tickets.reply')}</h5>
      {tabs.length > 0 && (
        <Controller
          control={form.control}
          name="tabId"
          render={({ field }) => (
            <Select selectedKey={field.value || null} onSelectionChange={(key) => field.onChange(key === null ? '' : String(key))} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
              <Label className={css.fieldLabel}>{t('tickets.tabChoice')}</Label>
              <AriaButton className={`${inputClass} ${selectClasses.trigger}`}>
                <SelectValue className={selectClasses.value} />
                <Icon name="down" />
              </AriaButton>
              <Popover className={`${popoverClass} ${selectClasses.popover}`}>
                <ListBox className={menuClass} items={tabs.map((tab) => ({ id: tab.id || tab.tabName, name: tab.tabName }))}>
                  {(item) => (
                    <ListBoxItem id={item.id} className={menuItemClass} textValue={item.name}>
                      {item.name}
                    </ListBoxItem>
                  )}
                </ListBox>
              </Popover>
            </Select>
          )}
        />
      )}
      <Controller
        control={form.control}
        name="privateNote"
        render={({ field }) => (
          <RadioGroup value={field.value ? 'private' : 'public'} onChange={(v) => field.onChange(v === 'private')} orientation="horizontal" style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
            <Label className={css.fieldLabel}>{t('tickets.noteKind')}</Label>
            <div className={css.radios}>
              <Radio value="public" className={css.radio}>
                <span className={css.radioMark} aria-hidden />
                {t('tickets.publicNote')}
              </Radio>
              <Radio value="private" className={css.radio}>
                <span className={css.radioMark} aria-hidden />
                {t('tickets.privateNote')}
              </Radio>
            </div>
          </RadioGroup>
        )}
      />
      <FormTextField
        control={form.control}
        name="text"
        label={t('tickets.note')}
        multiline
        rows={4}
        description={t('tickets.noteHint', { min: NOTE_MIN, max: NOTE_MAX })}
        messageValues={{ min: NOTE_MIN, max: NOTE_MAX }}
        // The browser holds an invalid note back and puts the keyboard on it.
        validationBehavior="native"
      />
      <span className={`${css.counter} ${length > NOTE_MAX ? css.counterOver : ''}`} aria-hidden>
        {length}/{NOTE_MAX}
      </span>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
          <FileTrigger allowsMultiple acceptedFileTypes={accepted} onSelect={addFiles}>
            <Button icon="image" isDisabled={files.length >= MAX_FILES}>
              {t('tickets.attach')}
            </Button>
          </FileTrigger>
          <span className={css.muted}>{t('tickets.filesCount', { count: files.length, max: MAX_FILES })}</span>
        </div>
        {files.length > 0 && (
          <ul className={css.fileList} aria-label={t('tickets.attached')}>
            {(files as File[]).map((file, index) => (
              <li key={`${index}-${file.name}`} className={css.fileChip}>
                <span className={css.ellipsis}>{file.name}</span>
                <IconButton icon="close" label={t('tickets.removeFile', { name: file.name })} onPress={() => removeFile(index)} />
              </li>
            ))}
          </ul>
        )}
        {(fileError || form.formState.errors.files) && (
          <p className={css.errorText} role="alert">
            {fileError ?? t('tickets.files.amount', { max: MAX_FILES })}
          </p>
        )}
      </div>
      {failed && (
        <p className={css.errorText} role="alert">
          {t('tickets.sendFailedKept')}
        </p>
      )}
      <div className={css.actionsRow}>
        <Button type="submit" variant="primary" icon="send" isPending={send.isPending}>
          {t(send.isPending ? 'tickets.sending' : 'tickets.send')}
        </Button>
      </div>
    </form>
  );
}
