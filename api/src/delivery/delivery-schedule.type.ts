import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type {
  DeliveryDay,
  DeliveryDayWindow,
  DeliveryRules,
  DeliveryRulesChange,
  DeliveryWindowRule,
} from './delivery-rules';

const TIME = "'HH:MM', Bahrain time (Asia/Bahrain, UTC+3 all year).";
export const CAPACITY_PER_METHOD =
  "False: a window's capacity counts deliveries and pickups together. True: it takes that many deliveries and, apart, that many pickups.";

@ObjectType({ description: 'A delivery window of every open day, with how many orders it takes per day.' })
export class DeliveryWindow implements DeliveryWindowRule {
  @Field(() => String) id!: string;
  @Field(() => String, { description: TIME }) start!: string;
  @Field(() => String, { description: TIME }) end!: string;
  @Field(() => Int, { description: 'Orders per day in this window.' }) capacity!: number;
}

@ObjectType({
  description:
    "The owner's delivery schedule. Every time is Bahrain time (Asia/Bahrain). While `enabled` is false, checkout asks for no delivery day.",
})
export class DeliveryScheduleView implements DeliveryRules {
  @Field(() => Boolean) enabled!: boolean;
  @Field(() => Int, { description: 'Hours needed between an order and the start of its delivery window.' })
  leadTimeHours!: number;
  @Field(() => String, { description: `${TIME} Orders for a day close at this time on the day before.` })
  cutoffTime!: string;
  @Field(() => [Int], { description: 'Weekdays without delivery: 0 Sunday .. 6 Saturday.' }) closedWeekdays!: number[];
  @Field(() => [String], { description: "Days without delivery, 'YYYY-MM-DD'." }) closedDates!: string[];
  @Field(() => [DeliveryWindow]) windows!: DeliveryWindow[];
  @Field(() => Boolean, { description: CAPACITY_PER_METHOD }) capacityPerMethod!: boolean;
}

@ObjectType({
  description: 'A delivery window on one day: its places left, and whether an order placed now may choose it.',
})
export class DeliveryDayWindowView extends DeliveryWindow implements DeliveryDayWindow {
  @Field(() => Int, { description: 'Capacity minus the orders already booked in it.' }) remaining!: number;
  @Field(() => Boolean, { description: 'Open day, before the cut-off, within the lead time, and places left.' })
  available!: boolean;
}

@ObjectType({ description: 'One of the next 14 days (Bahrain time, today first) with its delivery windows.' })
export class DeliveryDayView implements DeliveryDay {
  @Field(() => String, { description: "'YYYY-MM-DD'." }) date!: string;
  @Field(() => Int, { description: '0 Sunday .. 6 Saturday.' }) weekday!: number;
  @Field(() => Boolean, { description: 'False on a closed weekday or date.' }) open!: boolean;
  @Field(() => [DeliveryDayWindowView]) windows!: DeliveryDayWindowView[];
}

@InputType({ description: 'A delivery window: start before end, capacity 1 to 1000.' })
export class DeliveryWindowInput implements DeliveryWindowRule {
  @Field(() => String, {
    description:
      '1 to 40 letters, digits, - or _; unique in the schedule. Orders keep it, so keep it when editing a window.',
  })
  id!: string;
  @Field(() => String, { description: TIME }) start!: string;
  @Field(() => String, { description: TIME }) end!: string;
  @Field(() => Int) capacity!: number;
}

@InputType({ description: 'The whole delivery schedule, replacing the stored one.' })
export class DeliveryScheduleInput implements DeliveryRulesChange {
  @Field(() => Boolean) enabled!: boolean;
  @Field(() => Int, { description: '0 to 336.' }) leadTimeHours!: number;
  @Field(() => String, { description: TIME }) cutoffTime!: string;
  @Field(() => [Int], { description: '0 Sunday .. 6 Saturday.' }) closedWeekdays!: number[];
  @Field(() => [String], { description: "'YYYY-MM-DD'." }) closedDates!: string[];
  @Field(() => [DeliveryWindowInput], { description: 'At most 12.' }) windows!: DeliveryWindowInput[];
  @Field(() => Boolean, { nullable: true, description: `${CAPACITY_PER_METHOD} Left out: unchanged.` })
  capacityPerMethod?: boolean | null;
}
