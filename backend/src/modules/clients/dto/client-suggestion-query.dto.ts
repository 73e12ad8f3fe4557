import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import {
  CLIENT_SUGGESTIONS_MAX,
  CLIENT_SUGGESTION_MIN_LETTERS,
  type ClientSuggestionQuery,
} from '@repair-shop/contracts';
import { MAX_SEARCH_LENGTH } from '../../../common/search/search-term.decorator';
import { QueryNumber, Trim } from '../../../common/validation/transforms';

/** GET /clients/suggestions: what was typed in the new job dialog's name or phone, and how many to offer. */
export class ClientSuggestionQueryDto implements ClientSuggestionQuery {
  /** Part of the name (accents ignored) or of the phone in any form; at least two characters. */
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MinLength(CLIENT_SUGGESTION_MIN_LETTERS)
  @MaxLength(MAX_SEARCH_LENGTH)
  search: string;

  @IsOptional()
  @QueryNumber()
  @IsInt()
  @Min(1)
  @Max(CLIENT_SUGGESTIONS_MAX)
  limit?: number;
}
