import { widgetAnchor } from '../../engine/widgets/resolve';
import type { LocaleProduct, WidgetLocale } from '../../engine/widgets/types';
import { AnchorName, ApiTable } from '../api-table';
import { useApiStrings } from '../api-strings';
import { fillName } from './widget-cells';

/** `<LocaleCoverage product="data-grid" />`: every locale a package exports and how much of English it translates. */
export function LocaleCoverageTable({
  product,
  packageName,
  rows,
}: {
  product: LocaleProduct;
  packageName: string;
  rows: WidgetLocale[];
}) {
  const apiStrings = useApiStrings();
  return (
    <ApiTable
      caption={fillName(apiStrings.localesCaption, `${packageName}/locales`)}
      columns={[apiStrings.locale, apiStrings.tag, apiStrings.language, apiStrings.coverage]}
      widths={['20%', '18%', '32%', '30%']}
    >
      {rows.map((locale) => {
        const anchor = widgetAnchor.locale(product, locale.exportName);
        const percent = Math.round((locale.translated / locale.total) * 100);
        return (
          <tr key={locale.exportName} id={anchor} data-slot="widget-row">
            <AnchorName anchor={anchor} name={locale.exportName} />
            <td>
              <code>{locale.tag}</code>
            </td>
            <td>{locale.language}</td>
            <td>
              <meter
                min={0}
                max={locale.total}
                value={locale.translated}
                aria-label={`${locale.exportName}: ${percent}%`}
              />{' '}
              {percent}% ({locale.translated}/{locale.total})
            </td>
          </tr>
        );
      })}
    </ApiTable>
  );
}
