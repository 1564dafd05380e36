import { type TForumCategory, type TForumPostDetail, type TForumPostInput, ZForumPostInput } from "@cp/contracts";
import { FORUM_CATEGORIES, FORUM_LIMITS } from "@cp/contracts/constants";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { fieldErrorsOf } from "@/features/auth/field-errors";
import { MarkdownEditor } from "../markdown/markdown-editor";
import { useCreatePost, useUpdatePost } from "../use-forum-actions";

const CATEGORY_OPTIONS = FORUM_CATEGORIES.map((category) => ({ value: category, label: category }));

/** "Python, loops  c++" → ["Python", "loops", "c++"]: commas or spaces separate tags (a tag has no space). */
export function splitTags(text: string): string[] {
  return text.split(/[\s,]+/).filter(Boolean);
}

function FieldError({ id, name, message }: { id: string; name: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-xs font-medium text-destructive" data-testid={`error-post-${name}`}>
      {message}
    </p>
  );
}

/**
 * The New Post form, also used to edit a post: title, category, tags and Markdown content with
 * a preview. Checked with the schema the server uses, so its messages are the server's.
 */
export function PostFormDialog({
  open,
  onOpenChange,
  post,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The post to edit; a new post without it. */
  post?: TForumPostDetail;
  onSaved: (post: TForumPostDetail | undefined) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" data-testid="dialog-post-form">
        {/* Mounted only while open, so each opening starts from the post (or empty). */}
        <PostForm post={post} onCancel={() => onOpenChange(false)} onSaved={onSaved} />
      </DialogContent>
    </Dialog>
  );
}

function PostForm({
  post,
  onCancel,
  onSaved,
}: {
  post?: TForumPostDetail;
  onCancel: () => void;
  onSaved: (post: TForumPostDetail | undefined) => void;
}) {
  const id = useId();
  const [title, setTitle] = useState(post?.title ?? "");
  const [category, setCategory] = useState<TForumCategory>(post?.category ?? "General Discussion");
  const [tags, setTags] = useState(post?.tags.join(", ") ?? "");
  const [content, setContent] = useState(post?.content ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** A field's error goes as soon as the author changes that field; Post checks every field again. */
  const edited = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });
  const create = useCreatePost((created) => onSaved(created));
  const update = useUpdatePost(() => onSaved(undefined));
  const pending = create.isPending || update.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input: TForumPostInput = { title, category, tags: splitTags(tags), content };
    const parsed = ZForumPostInput.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    if (post) update.mutate({ id: post.id, input: parsed.data });
    else create.mutate(parsed.data);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={post ? "Edit post" : "New post"}>
      <DialogHeader>
        <DialogTitle>{post ? "Edit post" : "New Post"}</DialogTitle>
        <DialogDescription>
          {post
            ? "Change your post; readers see the edit at once."
            : "Start a discussion, ask for help or show what you built."}
        </DialogDescription>
      </DialogHeader>

      <div className="grid gap-2">
        <Label htmlFor={`${id}:title`}>Title</Label>
        <Input
          id={`${id}:title`}
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            edited("title");
          }}
          maxLength={FORUM_LIMITS.titleMax + 20}
          placeholder="What is it about?"
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? `${id}:title-error` : undefined}
          data-testid="input-post-title"
          autoFocus
        />
        <FieldError id={`${id}:title-error`} name="title" message={errors.title} />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label id={`${id}:category-label`}>Category</Label>
          <Select
            value={category}
            onValueChange={(value) => setCategory(value as TForumCategory)}
            options={CATEGORY_OPTIONS}
            aria-labelledby={`${id}:category-label`}
            data-testid="select-post-category"
          />
          <FieldError id={`${id}:category-error`} name="category" message={errors.category} />
        </div>
        <div className="grid content-start gap-2">
          <div className="flex items-baseline justify-between gap-2">
            <Label htmlFor={`${id}:tags`}>Tags</Label>
            <span className="text-xs text-muted-foreground">Up to {FORUM_LIMITS.tagsMax}, comma-separated</span>
          </div>
          <Input
            id={`${id}:tags`}
            value={tags}
            onChange={(event) => {
              setTags(event.target.value);
              edited("tags");
            }}
            placeholder="python, recursion"
            aria-invalid={errors.tags ? true : undefined}
            data-testid="input-post-tags"
          />
          <FieldError id={`${id}:tags-error`} name="tags" message={errors.tags} />
        </div>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}:content`}>Content</Label>
        <MarkdownEditor
          id={`${id}:content`}
          value={content}
          onChange={(next) => {
            setContent(next);
            edited("content");
          }}
          rows={10}
          placeholder={"Describe your question or idea. Put code in a fenced block:\n\n```python\nprint('hello')\n```"}
          error={errors.content}
          data-testid="input-post-content"
        />
        <FieldError id={`${id}:content-error`} name="content" message={errors.content} />
      </div>

      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} data-testid="button-submit-post">
          {pending ? (
            <Spinner label={post ? "Saving..." : "Publishing..."} inheritColor className="text-current" />
          ) : post ? (
            "Save changes"
          ) : (
            "Publish Post"
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}
