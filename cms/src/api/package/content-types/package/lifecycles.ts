import { keepFinalPrices } from '../../../../lib/content/package-prices';

interface Event {
  model: { uid: string };
  params: { data?: Record<string, unknown>; where?: Record<string, unknown> };
}

const keep = (event: Event) =>
  keepFinalPrices(strapi, event.model.uid, event.params.data, event.params.where);

export default { beforeCreate: keep, beforeUpdate: keep };
