import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, MoreThan, type EntityManager, type EntityTarget } from 'typeorm';
import type { SingleUseLinkEntity } from './entities/single-use-link.entity';
import { hashSingleUseToken } from './single-use-token';

/** The condition of a link that can still be used: this token's, not used, not expired. */
const liveLink = (token: string, now: Date) => ({
  tokenHash: hashSingleUseToken(token),
  usedAt: IsNull(),
  expiresAt: MoreThan(now),
});

/**
 * The single-use links' tables (password resets, staff invitations): each `kind` is one table of
 * SingleUseLinkEntity's shape.
 */
@Injectable()
export class SingleUseLinksRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(
    kind: EntityTarget<SingleUseLinkEntity>,
    row: Omit<SingleUseLinkEntity, 'id'>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.getRepository(kind).insert(row);
  }

  /** Whether the token names a link that can still be used. */
  isLive(kind: EntityTarget<SingleUseLinkEntity>, token: string, now: Date): Promise<boolean> {
    return this.dataSource.getRepository(kind).existsBy(liveLink(token, now));
  }

  /**
   * Uses the token's link inside the caller's transaction: checked under the link's row lock (the same
   * link used twice at once, only one succeeds), and every link of its user is spent with it (one use,
   * one link). The user it was for; null when the token names no live link.
   */
  async spend(
    manager: EntityManager,
    kind: EntityTarget<SingleUseLinkEntity>,
    token: string,
    now: Date,
  ): Promise<string | null> {
    const links = manager.getRepository(kind);
    const found = await links.findOne({ where: liveLink(token, now), lock: { mode: 'pessimistic_write' } });
    if (!found) return null;
    await links.update({ userId: found.userId, usedAt: IsNull() }, { usedAt: now });
    return found.userId;
  }
}
