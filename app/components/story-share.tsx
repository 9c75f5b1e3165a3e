import { Mail, MessageCircle, Share2 } from "lucide";
import { ExternalLink } from "~/components/external-link";
import { Icon } from "~/components/icon";
import { InlineScript } from "~/components/inline-script";
import { fillNodes } from "~/i18n/fill-nodes";
import { useWords } from "~/i18n/use-words";
import { RSS_FILE, sitePath } from "~/lib/paths";
import { shareButtonScript, storyShareLinks } from "~/lib/share";

export function StoryShare({
  title,
  excerpt,
  url,
}: {
  title: string;
  excerpt: string;
  url: string;
}) {
  const { story } = useWords().words;
  const links = storyShareLinks({ title, excerpt, url });
  return (
    <section
      aria-labelledby="share-title"
      className="mt-14 rounded-3xl bg-sand-100 p-6 sm:p-8 print:hidden"
    >
      <h2 id="share-title" className="font-display text-2xl font-semibold text-ink">
        {story.share}
      </h2>
      <ul className="mt-5 flex flex-wrap gap-3">
        <li hidden data-share>
          <button type="button" data-title={title} data-url={url} className="btn btn-primary">
            <Icon icon={Share2} className="size-5" />
            {story.shareButton}
          </button>
        </li>
        <li>
          <ExternalLink href={links.whatsApp} className="btn btn-outline">
            <Icon icon={MessageCircle} className="size-5" />
            {story.whatsApp}
          </ExternalLink>
        </li>
        <li>
          <a href={links.email} className="btn btn-outline">
            <Icon icon={Mail} className="size-5" />
            {story.email}
          </a>
        </li>
      </ul>
      <p className="mt-5 text-stone-700">
        {fillNodes(story.follow, {
          email: (
            <a href={sitePath("/#newsletter")} className="font-semibold text-accent underline">
              {story.followByEmail}
            </a>
          ),
          feed: (
            <a href={sitePath(RSS_FILE)} className="font-semibold text-accent underline">
              {story.followInFeedReader}
            </a>
          ),
        })}
      </p>
      <InlineScript code={import.meta.env.SSR ? shareButtonScript : ""} />
    </section>
  );
}
