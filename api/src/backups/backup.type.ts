import { Field, Float, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    "A backup of the whole shop (its database and every stored image) in one .tar.gz archive, kept in the server's backups folder.",
})
export class Backup {
  @Field(() => String, {
    description: "The archive's file name, the moment it was taken in UTC: crumb-2026-11-28T10-15-30-123Z.tar.gz.",
  })
  name!: string;

  @Field(() => Float, { description: 'Its size in bytes.' })
  size!: number;

  @Field(() => GraphQLISODateTime, { description: "When the shop's data was read." })
  createdAt!: Date;
}

@ObjectType({ description: 'The backups the server takes by itself (BACKUP_INTERVAL_HOURS, BACKUP_KEEP).' })
export class AutomaticBackups {
  @Field(() => Float, {
    nullable: true,
    description: 'Hours between two backups (one is taken when the newest is this old); null when they are off.',
  })
  everyHours!: number | null;

  @Field(() => Int, {
    description: 'How many archives the folder keeps: the newest, whether taken by hand or by itself.',
  })
  keep!: number;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the next one is due; null when they are off.' })
  nextAt!: Date | null;
}
