import { CairoDateCell as CairoDateCell_1832c4fe1e5da6e812263d22886610b5 } from '../../../fields/CairoDateCell'
import { PoundsCell as PoundsCell_17265f8375f87d48f6c9dfe3cac4c155 } from '../../../fields/PoundsCell'
import { PoundsInput as PoundsInput_15e8c10eabdd8313d015c8af7e2cd5c8 } from '../../../fields/PoundsInput'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AdminIcon as AdminIcon_33c93f4499cc1046be4c39fcd5ae4edf } from '../../../components/admin/AdminGraphics'
import { AdminLogo as AdminLogo_33c93f4499cc1046be4c39fcd5ae4edf } from '../../../components/admin/AdminGraphics'
import { StaffNav as StaffNav_0cac1e841b6304327aa64f94180d73e4 } from '../../../backoffice/screens/StaffNav'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { RootRedirect as RootRedirect_32f157280a624336300f66976ca79e15 } from '../../../backoffice/screens/AdminRoutes'
import { Dashboard as Dashboard_5b47990271c5260c450e1223c6bb4782 } from '../../../backoffice/screens/Dashboard'
import { Reservations as Reservations_542380164dec55a31b2531ce4e5f1b56 } from '../../../backoffice/screens/Reservations'
import { Reservation as Reservation_48e92f6019cb43fdf0dd56f6811f4f96 } from '../../../backoffice/screens/Reservation'
import { TripBoard as TripBoard_aa2bebaec532e8e18ee968b863ee26c0 } from '../../../backoffice/screens/TripBoard'
import { RunSheet as RunSheet_478a4d9b39590d33580795ae507fe19c } from '../../../backoffice/screens/RunSheet'
import { PaymentLinks as PaymentLinks_4e2a220e922098a6a0881de4b428d75a } from '../../../backoffice/screens/PaymentLinks'
import { AdminRoutes as AdminRoutes_32f157280a624336300f66976ca79e15 } from '../../../backoffice/screens/AdminRoutes'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/fields/CairoDateCell#CairoDateCell": CairoDateCell_1832c4fe1e5da6e812263d22886610b5,
  "/fields/PoundsCell#PoundsCell": PoundsCell_17265f8375f87d48f6c9dfe3cac4c155,
  "/fields/PoundsInput#PoundsInput": PoundsInput_15e8c10eabdd8313d015c8af7e2cd5c8,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/components/admin/AdminGraphics#AdminIcon": AdminIcon_33c93f4499cc1046be4c39fcd5ae4edf,
  "/components/admin/AdminGraphics#AdminLogo": AdminLogo_33c93f4499cc1046be4c39fcd5ae4edf,
  "/backoffice/screens/StaffNav#StaffNav": StaffNav_0cac1e841b6304327aa64f94180d73e4,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/backoffice/screens/AdminRoutes#RootRedirect": RootRedirect_32f157280a624336300f66976ca79e15,
  "/backoffice/screens/Dashboard#Dashboard": Dashboard_5b47990271c5260c450e1223c6bb4782,
  "/backoffice/screens/Reservations#Reservations": Reservations_542380164dec55a31b2531ce4e5f1b56,
  "/backoffice/screens/Reservation#Reservation": Reservation_48e92f6019cb43fdf0dd56f6811f4f96,
  "/backoffice/screens/TripBoard#TripBoard": TripBoard_aa2bebaec532e8e18ee968b863ee26c0,
  "/backoffice/screens/RunSheet#RunSheet": RunSheet_478a4d9b39590d33580795ae507fe19c,
  "/backoffice/screens/PaymentLinks#PaymentLinks": PaymentLinks_4e2a220e922098a6a0881de4b428d75a,
  "/backoffice/screens/AdminRoutes#AdminRoutes": AdminRoutes_32f157280a624336300f66976ca79e15,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
