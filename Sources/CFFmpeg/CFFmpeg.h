#ifndef CFFMPEG_H
#define CFFMPEG_H
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/avutil.h>
#include <libavutil/error.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libavutil/pixdesc.h>
#include <libswscale/swscale.h>

/* Macros Swift cannot import, as functions. */
static inline int cffmpeg_AVERROR(int e) { return AVERROR(e); }
static inline int cffmpeg_AVERROR_EOF(void) { return AVERROR_EOF; }
static inline int cffmpeg_EAGAIN(void) { return AVERROR(EAGAIN); }
static inline int64_t cffmpeg_AV_NOPTS_VALUE(void) { return AV_NOPTS_VALUE; }
static inline AVRational cffmpeg_AV_TIME_BASE_Q(void) { return AV_TIME_BASE_Q; }
static inline int cffmpeg_error_string(int e, char *buf, size_t n) { return av_strerror(e, buf, n); }
static inline int cffmpeg_AV_CODEC_FLAG_BITEXACT(void) { return AV_CODEC_FLAG_BITEXACT; }
static inline int cffmpeg_AV_CODEC_FLAG_GLOBAL_HEADER(void) { return AV_CODEC_FLAG_GLOBAL_HEADER; }
static inline int cffmpeg_AVFMT_FLAG_BITEXACT(void) { return AVFMT_FLAG_BITEXACT; }
static inline int cffmpeg_AVFMT_GLOBALHEADER(void) { return AVFMT_GLOBALHEADER; }
static inline int cffmpeg_AVFMT_NOFILE(void) { return AVFMT_NOFILE; }
static inline int cffmpeg_AVIO_FLAG_WRITE(void) { return AVIO_FLAG_WRITE; }
static inline int cffmpeg_AV_OPT_SEARCH_CHILDREN(void) { return AV_OPT_SEARCH_CHILDREN; }
#endif
