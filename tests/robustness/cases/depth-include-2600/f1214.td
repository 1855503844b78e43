include "f1215.td"
