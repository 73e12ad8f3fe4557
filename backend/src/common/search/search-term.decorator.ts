import { applyDecorators } from '@nestjs/common';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../validation/transforms';

/** The longest search the lists take; longer text is no search anyone types. */
export const MAX_SEARCH_LENGTH = 100;

/** The `search` of a list query: optional text, trimmed, matched by searchCondition. */
export const SearchTerm = () => applyDecorators(IsOptional(), Trim(), IsString(), MaxLength(MAX_SEARCH_LENGTH));
