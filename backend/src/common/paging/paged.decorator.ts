import { UseInterceptors } from '@nestjs/common';
import { PageInterceptor } from './page.interceptor';

/**
 * Marks a route that returns a Page. Only such routes go through PageInterceptor: as a global
 * interceptor it put every request of the API through an RxJS pipeline for nothing.
 */
export const Paged = (): MethodDecorator & ClassDecorator => UseInterceptors(PageInterceptor);
