{{/* The release's resource names: <release>-khela, or the release's name when it already says khela. */}}
{{- define "khela.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "khela.selectorLabels" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{- define "khela.labels" -}}
{{ include "khela.selectorLabels" . }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end -}}

{{- define "khela.image" -}}
{{ .Values.image.repository }}:{{ .Values.image.tag | default .Chart.AppVersion }}
{{- end -}}

{{/* The Secret the pods read: the user's own, or the chart's. */}}
{{- define "khela.secretName" -}}
{{- .Values.existingSecret | default (include "khela.fullname" .) -}}
{{- end -}}

{{/*
SIGTERM to exit: SHUTDOWN_DRAIN_MS of readiness 503, then at most 30 s for requests in flight (main.ts's
SHUTDOWN_TIMEOUT_MS), and 5 s to spare before Kubernetes sends SIGKILL.
*/}}
{{- define "khela.terminationGraceSeconds" -}}
{{- add (div (int (.Values.config.SHUTDOWN_DRAIN_MS | default "5000")) 1000) 35 -}}
{{- end -}}
