import { DerivedShow } from '../derived/DerivedShow';
import { DomainDnsRecords } from './DomainDnsRecords';
import { sendingDomainsResource } from './sendingDomainsResource';

/** A sending domain: its status and checks, and the DNS records to publish (checked live on demand). */
export default function SendingDomainShow() {
  return (
    <DerivedShow resource={sendingDomainsResource}>
      <DomainDnsRecords />
    </DerivedShow>
  );
}
