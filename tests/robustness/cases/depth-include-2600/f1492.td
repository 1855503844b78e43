include "f1493.td"
