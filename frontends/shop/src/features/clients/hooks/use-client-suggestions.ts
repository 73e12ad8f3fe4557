import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CLIENT_SUGGESTIONS_DEFAULT,
  CLIENT_SUGGESTION_MIN_DIGITS,
  CLIENT_SUGGESTION_MIN_LETTERS,
  type ClientSuggestion,
} from '@repair-shop/contracts';
import { queryKeys, shopApi } from '@repair-shop/web';

/** Wait this long after the last key before asking: one request per pause, not per letter. */
const TYPING_PAUSE_MS = 300;

const WRITTEN_LIKE_PHONE = /^\+?[\d\s()./-]+$/;

/** What to ask the server for: a name from two characters, a phone from three digits; null: not yet. */
export function suggestionTerm(typed: string): string | null {
  const term = typed.trim();
  if (WRITTEN_LIKE_PHONE.test(term))
    return term.replace(/\D/g, '').length >= CLIENT_SUGGESTION_MIN_DIGITS ? term : null;
  return term.length >= CLIENT_SUGGESTION_MIN_LETTERS ? term : null;
}

/**
 * The shop's clients whose name or phone holds what is typed, asked once typing pauses; the previous
 * answer stays shown while the next one loads, and nothing is offered for less than a term.
 */
export function useClientSuggestions(typed: string): ClientSuggestion[] {
  const [term] = useDebouncedValue(suggestionTerm(typed), TYPING_PAUSE_MS);
  const current = suggestionTerm(typed);
  const suggestions = useQuery({
    queryKey: queryKeys.clientSuggestions(term ?? ''),
    queryFn: () => shopApi.clientSuggestions({ search: term ?? '', limit: CLIENT_SUGGESTIONS_DEFAULT }),
    enabled: term !== null,
    placeholderData: keepPreviousData,
  });
  return current === null || term === null ? [] : (suggestions.data?.clients ?? []);
}
