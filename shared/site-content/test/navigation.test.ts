import { methodIds, serviceIds } from '@isarlicht/contracts/routes/ids';
import { paths } from '@isarlicht/contracts/routes/paths';
import { footerMethodLinks, footerServiceLinks } from '../src/navigation';

describe('the footer navigation', () => {
  it('links the footer to existing service and method pages', () => {
    const servicePaths = serviceIds.map((id) => paths.service(id));
    const methodPaths = methodIds.map((id) => paths.method(id));
    for (const link of footerServiceLinks) expect(servicePaths).toContain(link.to);
    for (const link of footerMethodLinks) expect(methodPaths).toContain(link.to);
  });
});
