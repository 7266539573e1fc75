import type { ImageUpload, OpsBanner, TAB_GROUPS } from '@platform/contracts';
import type { Db } from '../../platform/db/client';
import { inTransaction, type Tx } from '../../platform/db/tx';
import { AppError, fieldError } from '../../platform/http/app-error';
import type { AuditService } from '../audit/audit.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { BannerRow, ContentStore } from './content.store';
import { checkContentImage, checkSchedule, imageUrl, inSchedule, type OperatorCtx, written } from './ops-shared';

type Group = (typeof TAB_GROUPS)[number];
type LinkageType = OpsBanner['linkageType'];
/** The parsed body (defaults applied) as the route hands it over. */
export type BannerFields = {
  group: Group;
  title: Record<string, string | undefined>;
  linkageType: LinkageType;
  linkage: string | null;
  sequence: number;
  languages: string[];
  active: boolean;
  startsAt: string | null;
  endsAt: string | null;
  image?: ImageUpload;
};
type ListQuery = {
  pageNo: number;
  pageSize: number;
  group?: Group;
  active?: boolean;
  sort: 'sequence' | 'id' | 'startsAt' | 'updatedAt';
  order: 'asc' | 'desc';
};

const notFound = () => new AppError('NOT_FOUND', {}, { fields: [{ field: 'id', rule: 'notFound', message: '' }] });

/** A site path without a scheme or a second slash (no open redirect), or an https address. */
const INTERNAL = /^\/(?!\/)[A-Za-z0-9\-._~/?#=&%+]*$/;
function checkLinkage(type: LinkageType, linkage: string | null): string | null {
  if (type === 'none') return null;
  if (!linkage) throw fieldError('linkage', 'required');
  if (type === 'internal' && !INTERNAL.test(linkage)) throw fieldError('linkage', 'format');
  if (type === 'external') {
    let url: URL | null = null;
    try {
      url = new URL(linkage);
    } catch {}
    if (url?.protocol !== 'https:') throw fieldError('linkage', 'format');
  }
  return linkage;
}

/**
 * The back office's banners: each write checked (schedule, link, picture), stored with its audit
 * entry and its picture in one transaction; `changed` then clears the players' cache and tells
 * their sockets to fetch the content again.
 */
export function opsBannersService(deps: {
  db: Db;
  store: ContentStore;
  audit: AuditService;
  uploads: UploadsService;
  clock: () => Date;
  changed: (brandId: number, id: number) => void;
}) {
  const view = (r: BannerRow): OpsBanner => ({
    id: r.id,
    group: r.group as Group,
    url: r.url,
    mediaType: r.mediaType,
    title: r.title,
    linkageType: r.linkageType as LinkageType,
    linkage: r.linkage,
    sequence: r.sequence,
    languages: r.languages,
    active: r.active,
    startsAt: r.startsAt?.toISOString() ?? null,
    endsAt: r.endsAt?.toISOString() ?? null,
    live: r.active && inSchedule(deps.clock(), r.startsAt, r.endsAt),
    updatedAt: r.updatedAt.toISOString(),
  });

  function fields(f: BannerFields) {
    const title = written(f.title);
    if (!Object.keys(title).length) throw fieldError('title', 'required');
    return {
      group: f.group,
      title,
      linkageType: f.linkageType,
      linkage: checkLinkage(f.linkageType, f.linkage),
      sequence: f.sequence,
      languages: [...new Set(f.languages)],
      active: f.active,
      ...checkSchedule(f.startsAt, f.endsAt),
    };
  }

  async function picture(tx: Tx, c: OperatorCtx, image: ImageUpload) {
    const [id] = await deps.uploads.saveImages(tx, {
      brandId: c.brandId,
      memberId: null,
      field: 'image',
      images: [image],
      max: 1,
    });
    await deps.store.publishImages(tx, c.brandId, [id as string]);
    return imageUrl(id as string);
  }

  async function audited(
    c: OperatorCtx,
    action: string,
    change: (tx: Tx) => Promise<BannerRow | undefined>,
    detail: (r: BannerRow) => Record<string, unknown> = (r) => ({
      group: r.group,
      title: r.title,
      url: r.url,
      linkageType: r.linkageType,
      linkage: r.linkage,
      languages: r.languages,
      active: r.active,
      startsAt: r.startsAt,
      endsAt: r.endsAt,
    }),
  ) {
    const row = await inTransaction(deps.db, async (tx) => {
      const r = await change(tx);
      if (!r) throw notFound();
      await deps.audit.record(tx, {
        brandId: c.brandId,
        operatorId: c.operatorId,
        action: `banner.${action}`,
        targetType: 'banner',
        targetId: String(r.id),
        detail: detail(r),
        ip: c.ip,
      });
      return r;
    });
    deps.changed(c.brandId, row.id);
    return row;
  }

  return {
    async list(brandId: number, q: ListQuery) {
      const { rows, total } = await deps.store.bannerPage(brandId, {
        group: q.group,
        active: q.active,
        sort: q.sort,
        order: q.order,
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      });
      return { list: rows.map(view), pageNo: q.pageNo, pageSize: q.pageSize, total };
    },

    async create(c: OperatorCtx, f: BannerFields & { image: ImageUpload }) {
      const values = fields(f);
      checkContentImage(deps.uploads, f.image);
      const row = await audited(c, 'create', async (tx) =>
        deps.store.insertBanner(tx, c.brandId, { ...values, url: await picture(tx, c, f.image), mediaType: 'image' }),
      );
      return view(row);
    },

    async update(c: OperatorCtx, id: number, f: BannerFields) {
      const values = fields(f);
      if (f.image) checkContentImage(deps.uploads, f.image);
      const row = await audited(c, 'update', async (tx) => {
        if (!(await deps.store.bannerById(tx, c.brandId, id, true))) return undefined;
        const url = f.image ? { url: await picture(tx, c, f.image), mediaType: 'image' as const } : {};
        return deps.store.updateBanner(tx, c.brandId, id, { ...values, ...url, updatedAt: deps.clock() });
      });
      return view(row);
    },

    async setActive(c: OperatorCtx, id: number, active: boolean) {
      const row = await audited(
        c,
        active ? 'enable' : 'disable',
        (tx) => deps.store.updateBanner(tx, c.brandId, id, { active, updatedAt: deps.clock() }),
        (r) => ({ group: r.group, title: r.title, active: r.active }),
      );
      return view(row);
    },

    /** The listed banners first, in that order (sequence 1, 2, ...), then the group's others as they were. */
    async order(c: OperatorCtx, group: Group, ids: number[]) {
      const list = await inTransaction(deps.db, async (tx) => {
        const rows = await deps.store.bannersOf(tx, c.brandId, group);
        const known = new Set(rows.map((r) => r.id));
        if (new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) throw fieldError('ids', 'unknown');
        const rest = rows.filter((r) => !ids.includes(r.id)).map((r) => r.id);
        const now = deps.clock();
        const out: BannerRow[] = [];
        for (const [i, id] of [...ids, ...rest].entries()) {
          const r = await deps.store.updateBanner(tx, c.brandId, id, { sequence: i + 1, updatedAt: now });
          if (r) out.push(r);
        }
        await deps.audit.record(tx, {
          brandId: c.brandId,
          operatorId: c.operatorId,
          action: 'banner.order',
          targetType: 'banner_group',
          targetId: group,
          detail: { ids: out.map((r) => r.id) },
          ip: c.ip,
        });
        return out;
      });
      deps.changed(c.brandId, list[0]?.id ?? 0);
      return { group, list: list.map(view) };
    },

    async remove(c: OperatorCtx, id: number): Promise<null> {
      await audited(c, 'delete', (tx) => deps.store.deleteBanner(tx, c.brandId, id));
      return null;
    },
  };
}
export type OpsBannersService = ReturnType<typeof opsBannersService>;
