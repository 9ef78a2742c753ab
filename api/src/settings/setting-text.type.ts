import { Field, InputType, ObjectType } from 'type-graphql';
import { SettingTextKey } from './setting-text-key';
import { MultiLineText } from '../input-safety';

@ObjectType({ description: 'An extended storefront text the owner set.' })
export class SettingText {
  @Field(() => SettingTextKey)
  key!: SettingTextKey;

  @Field(() => String, { description: 'The text as the owner wrote it, in the language of the settings that hold it.' })
  value!: string;
}

@InputType({ description: 'Sets one extended text; an empty value unsets it (the client default applies again).' })
export class SettingTextInput {
  @Field(() => SettingTextKey)
  key!: SettingTextKey;

  @MultiLineText()
  @Field(() => String, { description: 'At most 500 characters.' })
  value!: string;
}
