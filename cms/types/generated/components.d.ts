import type { Schema, Struct } from '@strapi/strapi';

export interface BookingBlockedDate extends Struct.ComponentSchema {
  collectionName: 'components_booking_blocked_dates';
  info: {
    description: 'A day the reader takes no bookings';
    displayName: 'Blocked date';
    icon: 'calendar';
  };
  attributes: {
    date: Schema.Attribute.Date & Schema.Attribute.Required;
    note: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
  };
}

export interface SharedLink extends Struct.ComponentSchema {
  collectionName: 'components_shared_links';
  info: {
    description: 'A social or chat channel';
    displayName: 'Link';
    icon: 'link';
  };
  attributes: {
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
    url: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 255;
      }>;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'booking.blocked-date': BookingBlockedDate;
      'shared.link': SharedLink;
    }
  }
}
