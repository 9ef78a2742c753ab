import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { AdminRole } from '../graphql/admin-role';
import type { RequestContext } from '../graphql/request-context';
import { AutomaticBackups, Backup } from './backup.type';
import { backupsService } from './backups.service';

@Resolver()
export class BackupsResolver {
  @Authorized(AdminRole.owner)
  @Mutation(() => Backup, {
    description:
      'Takes a backup of the whole shop now (the database as of one moment, every stored image) into the backups folder; the oldest are removed past the number kept.',
  })
  takeBackup(@Ctx() ctx: RequestContext): Promise<Backup> {
    return backupsService.take(ctx);
  }

  @Authorized(AdminRole.owner)
  @Query(() => [Backup], { description: 'The backups in the folder, newest first.' })
  backups(@Ctx() ctx: RequestContext): Promise<Backup[]> {
    return backupsService.list(ctx);
  }

  @Authorized(AdminRole.owner)
  @Query(() => Backup, {
    description:
      'One backup by its name (GET /api/backups/{name} downloads it). BAD_USER_INPUT for a name no backup has the shape of, NOT_FOUND when the folder has none of that name.',
  })
  backup(@Ctx() ctx: RequestContext, @Arg('name', () => String) name: string): Promise<Backup> {
    return backupsService.find(ctx, name);
  }

  @Authorized(AdminRole.owner)
  @Query(() => AutomaticBackups, {
    description: 'How often the server takes a backup by itself, and how many it keeps.',
  })
  automaticBackups(@Ctx() ctx: RequestContext): Promise<AutomaticBackups> {
    return backupsService.automatic(ctx);
  }
}
