import { IsIn } from 'class-validator';
import {
  CHAT_APPS,
  CHAT_PURPOSES,
  type ChatApp,
  type ChatOpenedRequest,
  type ChatPurpose,
} from '@repair-shop/contracts';

export class ChatOpenedDto implements ChatOpenedRequest {
  @IsIn(CHAT_APPS)
  app: ChatApp;

  @IsIn(CHAT_PURPOSES)
  purpose: ChatPurpose;
}
