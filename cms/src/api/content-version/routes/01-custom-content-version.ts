export default {
  routes: [
    {
      method: 'GET',
      path: '/content-version',
      handler: 'api::content-version.content-version.show',
      config: { auth: false },
    },
  ],
};
