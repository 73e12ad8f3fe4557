import { Controller, Get } from '@nestjs/common';
import type { ClientResponse } from '@repair-shop/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { UserEntity } from '../auth/entities/user.entity';
import { ClientsService } from './clients.service';

@Controller('clients')
export class ClientsController {
  constructor(private readonly clients: ClientsService) {}

  @Get()
  list(@CurrentUser() user: UserEntity): Promise<ClientResponse[]> {
    return this.clients.list(user.id);
  }
}
