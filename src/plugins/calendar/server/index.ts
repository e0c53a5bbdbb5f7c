import bootstrap from './bootstrap';
import config from './config';
import contentTypes from './content-types';
import controllers from './http/controllers';
import destroy from './destroy';
import middlewares from './http/middlewares';
import register from './register';
import routes from './http/routes';
import services from './core/services';

export default { register, bootstrap, destroy, config, contentTypes, controllers, middlewares, routes, services };
