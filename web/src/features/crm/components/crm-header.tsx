import { useState } from 'react';
import type { CrmExport } from '@shared/operations/schemas/crm.js';
import type { AlertVariant } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api-client';
import { downloadUrl } from '../../../lib/download';
import { usePageTitle } from '../../../lib/page-title';

/** What the header's buttons do on the open tab. */
export interface CrmHeaderProps {
  onRefresh: () => void;
  /** Builds the tab's CSV on the server; the header downloads it. */
  exportFile: () => Promise<CrmExport>;
  /** What a CSV row is, singular and plural ("row", "rows"). */
  rowNoun: [string, string];
  /** Shows the outcome of an export above the list. */
  show: (variant: AlertVariant, text: string) => void;
}

/** The CRM page's title and description, with the open tab's Refresh and Export CSV. */
export function CrmHeader({ onRefresh, exportFile, rowNoun, show }: CrmHeaderProps) {
  usePageTitle('CRM Dashboard');
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    setExporting(true);
    try {
      const file = await exportFile();
      downloadUrl(file.url, file.file_name);
      show('success', `Exported ${file.rows} ${file.rows === 1 ? rowNoun[0] : rowNoun[1]}`);
    } catch (failure) {
      show('error', errorMessage(failure, 'Failed to export CSV'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <PageHeader
      title="CRM Dashboard"
      description="Leads, partner applications, contact messages, GDPR requests and presale orders"
      actions={
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onRefresh}>
            Refresh
          </Button>
          <Button variant="accent" icon="download" loading={exporting} onClick={() => void onExport()}>
            Export CSV
          </Button>
        </div>
      }
    />
  );
}
