/** German names for Vapi's most frequent end reasons; rarer codes are shown as Vapi names them. */
const labels: Readonly<Record<string, string>> = {
  'customer-ended-call': 'Anrufer:in hat aufgelegt',
  'assistant-ended-call': 'Assistent hat beendet',
  'assistant-said-end-call-phrase': 'Assistent hat verabschiedet',
  'assistant-forwarded-call': 'Weitergeleitet',
  'silence-timed-out': 'Stille, Zeit abgelaufen',
  'exceeded-max-duration': 'Maximaldauer erreicht',
  'customer-did-not-answer': 'Nicht angenommen',
  'customer-busy': 'Besetzt',
  voicemail: 'Mailbox',
  'assistant-error': 'Fehler im Assistenten',
  unknown: 'Unbekannt',
};

export function endReasonLabel(code: string): string {
  if (code in labels) return labels[code] ?? code;
  if (code.startsWith('pipeline-error') || code.startsWith('call.in-progress.error')) return 'Technischer Fehler';
  return code;
}
